import { build } from 'esbuild';
const f = process.argv[2];
const r = await build({ entryPoints: [f], bundle: false, minify: true, keepNames: true, format: 'esm', target: ['es2022'], write: false });
console.log(r.outputFiles[0].text.length); console.log(r.outputFiles[0].text);
