// First: starts the reads the first page waits for while the rest of the code is evaluated.
import { earlyReads } from './app/early-reads';
import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (root) void bootstrap(root, earlyReads());
