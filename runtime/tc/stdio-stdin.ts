/**
 * stdin when DOS started the program with its standard input redirected from a file (`PROGRAM <
 * FILE`): TC's stdin is then a FILE on handle 0 like any text stream a program opens for reading
 * (isatty(0) is 0, so it is fully buffered, 512 bytes from the heap at the first fill), and every
 * rule of stdio-stream.ts holds — its fills are TC's text read() of handle 0, ftell is lseek less
 * what the buffer holds with each '\n' counted twice, ungetc and fscanf's look-ahead go into the
 * buffer or `hold` (textgen11: LC00001 "ungetc 10 10 49 | -1": a lone LF in the fill counted
 * twice; fread(b, 1, 20, stdin) reads the fill's characters). Its position is handle 0's, which
 * DOS's own reads (conio's getch, INT 21h AH=01h…0Ah) share: they read on past the last fill.
 */
import { FILE } from './stdio-stream.ts';
import type { StdinPlace } from './stdin-file.ts';

export class RedirectedStdin extends FILE {
  /** Called at the first read: TC's stdin then takes its 512-byte buffer from the heap (test/fixtures/heap IN1). */
  onFirstRead: (() => void) | null = null;

  constructor(private readonly place: StdinPlace) {
    super('stdin', true, true, false, false, place.orphan ?? new Uint8Array(0), null as never);
    this.fd = 0;
  }

  override getc(): number {
    if (this.onFirstRead) {
      const first = this.onFirstRead;
      this.onFirstRead = null;
      first();
    }
    this.pos = this.place.pos;
    const c = super.getc();
    this.place.pos = this.pos;
    return c;
  }

  override seek(to: number): void {
    super.seek(to);
    this.place.pos = this.pos;
  }

  override tell(): number {
    this.pos = this.place.pos;
    return super.tell();
  }
}
