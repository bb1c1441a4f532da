/**
 * TEXTM.C ported (roms/textm) against the real Turbo C 2.0 in DOSBox (oracle/textmode/): each of
 * its four screens index for index (test/support/textm.ts says how the screens are taken).
 */
import { test } from 'uvu';
import { join } from 'node:path';
import { textm } from '../../roms/textm/index.ts';
import { ORACLE_DIR } from '../support/frames.ts';
import { textmOracleTests } from '../support/textm.ts';

textmOracleTests('TEXTM', '', join(ORACLE_DIR, 'textmode'), () => textm);

test.run();
