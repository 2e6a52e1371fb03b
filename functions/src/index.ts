// Entry point: re-exports only. One file per function; logic lives in services/.
export { affiliateOperations } from './callables/affiliate-operations';
export { ping } from './callables/ping';
export { session } from './http/session';
