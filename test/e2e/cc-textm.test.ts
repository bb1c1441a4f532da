/**
 * TEXTM.C compiled from source by cc/ (pokeb into B800:0000, conio, printf, a graphics round
 * trip) against the real Turbo C 2.0 in DOSBox (oracle/textmode/), as the port roms/textm is held
 * to it by test/e2e/textm-oracle.test.ts: each screen index for index.
 */
import { test } from 'uvu';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileC } from '../../cc/program.ts';
import { ORACLE_DIR } from '../support/frames.ts';
import { textmOracleTests } from '../support/textm.ts';

const DIR = join(ORACLE_DIR, 'textmode');
textmOracleTests('TEXTM.C from source', 'cc-', DIR, () => compileC(readFileSync(join(DIR, 'TEXTM.C'), 'latin1'), { file: 'TEXTM.C' }).rom);

test.run();
