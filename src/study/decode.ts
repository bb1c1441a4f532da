/**
 * Decode a C source file of unknown encoding. The copy of TETRIS.C in circulation is UTF-8, but a
 * file saved by a Chinese-locale DOS or Windows editor is GBK (the header comment, "俄罗斯方块游戏",
 * is its only non-ASCII text), so: UTF-8 when the bytes are valid UTF-8, else GBK, else Latin-1.
 * Line ends become "\n" and a DOS end-of-file mark (Ctrl+Z, 1Ah) at the end is dropped.
 */
export type SourceEncoding = 'utf-8' | 'gbk' | 'latin1';

export function decodeSource(bytes: Uint8Array): { text: string; encoding: SourceEncoding } {
  let body = bytes;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) body = body.subarray(3);
  while (body.length > 0 && body[body.length - 1] === 0x1a) body = body.subarray(0, body.length - 1);
  for (const encoding of ['utf-8', 'gbk'] as const) {
    const text = tryDecode(encoding, body);
    if (text !== null) return { text: normaliseNewlines(text), encoding };
  }
  return { text: normaliseNewlines(new TextDecoder('latin1').decode(body)), encoding: 'latin1' };
}

function tryDecode(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null; // invalid in this encoding (or the runtime lacks the decoder)
  }
}

function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
