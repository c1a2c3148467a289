/** Text that can sit inside a `<script>` or `<style>` element without ending it early. */
export function inertInElement(text: string, element: 'script' | 'style'): string {
  return text.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** A value written into a document's inline script as a JavaScript literal. */
export function scriptLiteral(value: unknown): string {
  return inertInElement(JSON.stringify(value) ?? 'undefined', 'script')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A `<script>` element that calls `install(argument)`. `install` is written out with
 * `Function.prototype.toString`, so it must be self-contained: everything it uses comes in through
 * `argument` or is defined inside it.
 */
export function inlineScript<Argument>(install: (argument: Argument) => void, argument: Argument): string {
  return `<script>(${install.toString()})(${scriptLiteral(argument)});</script>`;
}
