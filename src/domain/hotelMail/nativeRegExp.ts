// Imported first by every module of the reader that holds a regular expression, so that it runs before any of them is
// created: V8 compiles each expression created from here on straight to machine code at its first run, instead of to
// bytecode first (run once, then compiled again to machine code: its "tier-up", after one run by default).
//
// Why: V8 counts the bytes of every expression it compiles (bytecode by its full size, machine code by its 88-byte
// header), and once that count passes 1 MB while the process holds more than 16 MB of executable memory (V8's
// TooMuchRegExpCode), it compiles every new expression without its optimisations, for good: each ran 3-8x slower
// here. The reader's expressions are large (a lexicon family with Unicode lookarounds: 40-440 KB of bytecode each,
// 7.7 MB in all), so on Node 20 the count passed 1 MB at about the 350th compilation, and the code space 16 MB between
// the 40th and the 80th reply read: every expression first compiled to machine code after that (most lexicon families,
// most of the gate) stayed slow for the process's life (bench/reader-only.ts 82-93 ms a round against 66-75 with this).
// Compiled straight to machine code, the count grows by 88 bytes an expression and does not get there. It changes how
// expressions are compiled, never what they match (bench/RESULTS.md, "Reader speed, stop 9").
//
// The tick count is given to an expression when it is created: changing it while the process runs changes only the
// expressions created afterwards. Switching the tier-up itself off at run time (--no-regexp-tier-up) crashed the bench
// (segmentation fault) on expressions already compiled to bytecode. The setting is the process's: expressions created
// later elsewhere are compiled the same way.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--regexp-tier-up-ticks=0');
