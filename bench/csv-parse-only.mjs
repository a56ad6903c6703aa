// The baseline for the import benchmark: csv-parse alone streaming the same file, counting records, nothing else.
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

let records = 0;
const parser = createReadStream(process.argv[2]).pipe(parse({ bom: true, relax_column_count: true }));
parser.on('readable', () => {
  while (parser.read() !== null) records++;
});
parser.on('end', () => console.log(JSON.stringify({ records })));
parser.on('error', (e) => {
  console.error(e.message);
  process.exit(1);
});
