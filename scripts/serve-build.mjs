/**
 * Serves build/ on 127.0.0.1 the way a production host does: the same routing as
 * `docusaurus serve` (serve-handler, clean URLs) plus gzip. `docusaurus serve` sends every file
 * uncompressed, which no real host does, so the benchmark would measure the wrong transfer sizes.
 *
 * Usage: node scripts/serve-build.mjs [port]   (default 3000)
 */
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';

const port = Number(process.argv[2] ?? 3000);
const buildDir = path.resolve('build');
const compress = compression({level: 9, threshold: 0});

export function startBuildServer(listenPort = port, dir = buildDir) {
  const server = http.createServer((req, res) => {
    compress(req, res, () => {
      serveHandler(req, res, {cleanUrls: true, public: dir, directoryListing: false}).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  });
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startBuildServer();
  console.log(`Serving ${buildDir} with gzip on http://127.0.0.1:${port}/`);
}
