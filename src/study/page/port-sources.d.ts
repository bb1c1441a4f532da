// Built by src/study/build.mjs: roms/tetris/*.ts as text, in name order.
declare module 'virtual:port-sources' {
  export const PORT_FILES: readonly { readonly path: string; readonly text: string }[];
}
