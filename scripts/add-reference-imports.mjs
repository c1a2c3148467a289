// Adds the import lines for data-backed reference components to MDX pages that use them.
// These components are not global MDX components: importing them per page keeps their
// generated JSON out of the bundle every page loads.
import fs from 'node:fs';
import path from 'node:path';

const components = ['AlertValues', 'CommandIndex', 'CommandParams', 'EnvelopeParams', 'InternalCommandTypes'];

function mdxFiles(dir) {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? mdxFiles(full) : full.endsWith('.mdx') ? [full] : [];
  });
}

for (const file of mdxFiles(process.argv[2] ?? 'docs')) {
  let text = fs.readFileSync(file, 'utf8');
  const missing = components.filter((name) => text.includes(`<${name}`) && !new RegExp(`^import ${name} from`, 'm').test(text));
  if (missing.length === 0) continue;
  const imports = missing.map((name) => `import ${name} from '@site/src/components/${name}';`).join('\n');
  text = text.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${imports}\n`);
  fs.writeFileSync(file, text);
  console.log(`${file}: ${missing.join(', ')}`);
}
