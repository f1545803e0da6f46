// Worker threads do not inherit a TypeScript loader under every runner (Vitest, for one),
// so the worker registers tsx itself before loading the TypeScript task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./engine-task.ts');
export default task.default;
