/**
 * graphics.h — Borland's BGI as Turbo C 2.0 + EGAVGA.BGI 2.00 draw it in VGAHI (640×480×16).
 * The calls are grouped by topic in graphics/ (each function's comment opens with its C
 * prototype); the drawing itself lives in bgi/. Facts and test vectors: docs/TURBO-C-FACTS.md,
 * measurements: the PRIMS, PRIMS3 and TETRIS captures (docs/FIDELITY.md).
 *
 * Every call reports itself in C syntax when the machine is tracing. Calls other than initgraph,
 * graphresult and grapherrormsg made while graphics is not installed do nothing and leave
 * grNoInitGraph (−1) for graphresult (getters return 0). Coordinates must be integers (a NaN or a
 * fraction throws, naming the call); any integer is accepted and clipped.
 */
export * from './graphics/constants.ts';
export * from './graphics/setup.ts';
export * from './graphics/modes.ts';
export * from './graphics/color.ts';
export * from './graphics/lines.ts';
export * from './graphics/fills.ts';
export * from './graphics/curves.ts';
export * from './graphics/pies.ts';
export * from './graphics/polygons.ts';
export * from './graphics/images.ts';
export * from './graphics/text.ts';
export * from './graphics/viewport.ts';
