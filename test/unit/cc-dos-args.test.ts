/**
 * The command line and environment a compiled program starts with (cc/support/library-process.ts), and
 * the player's URL parameters for them (src/web/c-program.ts). The split follows what TC 2.0's
 * start-up did in DOSBox (oracle X1: `hello "two words" x` → three arguments).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { commandTail, splitCommandTail } from '../../cc/support/library-process.ts';
import { dosCommandLine } from '../../src/web/c-program.ts';
import { output } from './cc-harness.ts';
import { compileC } from '../../cc/program.ts';
import { SyncMachine } from '../../runtime/sync.ts';
import { exitStatus } from '../../runtime/dos/exit.ts';

test('a command tail splits at blanks and tabs; double quotes keep blanks and go', () => {
  assert.equal(splitCommandTail('hello "two words" x'), ['hello', 'two words', 'x']);
  assert.equal(splitCommandTail('  a\tb  '), ['a', 'b']);
  assert.equal(splitCommandTail('a"b c"d ""'), ['ab cd', '']);
  assert.equal(splitCommandTail(''), []);
  assert.equal(splitCommandTail(commandTail(['one', 'two words', ''])), ['one', 'two words', '']);
});

test('main(argc, argv, envp) and getenv see the command line and the environment', () => {
  const src = `#include <stdio.h>
#include <stdlib.h>
int main(int argc, char *argv[], char *envp[])
{
    int i;
    for (i = 0; i < argc; i++) printf("[%s]", argv[i]);
    for (i = 0; envp[i]; i++) printf("{%s}", envp[i]);
    printf("%s %d\\n", getenv("PATH"), getenv("path") == NULL);
    return argc;
}
`;
  let out = '';
  const p = compileC(src, { file: 'ARGS.C', args: 'a "b c"', env: ['PATH=C:\\TC', 'X=1'], stdout: (s) => (out += s) });
  const m = new SyncMachine();
  m.loadSync(p.syncRom);
  m.runSync(1_000_000, () => null);
  assert.is(out, '[C:\\ARGS.EXE][a][b c]{PATH=C:\\TC}{X=1}C:\\TC 1\n');
  assert.is(m.state, 'exited');
  assert.is(exitStatus(m), 3);
  assert.is(output(src), '[C:\\T.EXE]{PATH=Z:\\}{COMSPEC=Z:\\COMMAND.COM}{BLASTER=A220 I7 D1 H5 T6}Z:\\ 1\n', 'without any: DOSBox\'s environment');
});

test('the player reads args and env=NAME=VALUE from its URL', () => {
  assert.equal(dosCommandLine(new URLSearchParams('rom=c:X1.C&args=hello%20%22two%20words%22&env=PATH%3DC%3A%5CTC&env=bad')), {
    args: 'hello "two words"',
    env: ['PATH=C:\\TC'],
  });
  assert.equal(dosCommandLine(new URLSearchParams('rom=c:X1.C')), {});
});

test.run();
