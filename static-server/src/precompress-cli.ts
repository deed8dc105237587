// `portfolio-precompress <dir>`: the last step of a microfrontend's build.
import { precompressDirectory } from './precompress';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: portfolio-precompress <build directory>');
  process.exit(2);
}
const files = await precompressDirectory(dir);
console.log(`precompressed ${files.length} files in ${dir} (brotli and gzip)`);
