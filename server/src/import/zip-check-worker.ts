// The thread that unpacks a whole import ZIP once, keeping nothing, to check it against the
// limits before the job reads it (zip-reader.ts). Here the garbage of unpacking up to the
// total limit is collected by this thread's own small heap, never pausing the main thread.
// Node may load this file as TypeScript by stripping types: erasable syntax only.
import { open } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { checkEntries, damaged, type ZipEntry, type ZipLimits, ZipProblem } from './zip-unpack.ts';

export interface ZipCheckData {
  path: string;
  fileSize: number;
  entries: ZipEntry[];
  limits: ZipLimits;
}

export type ZipCheckMessage =
  | { sizes: number[] }
  | { problem: { message: string; limit: keyof ZipLimits | null } };

const parent = parentPort;
if (!parent) throw new Error('zip-check-worker.ts runs as a worker thread');
const { path, fileSize, entries, limits } = workerData as ZipCheckData;

let message: ZipCheckMessage;
const file = await open(path, 'r');
try {
  message = { sizes: await checkEntries(file, fileSize, entries, limits) };
} catch (error) {
  const problem = error instanceof ZipProblem ? error : damaged();
  message = { problem: { message: problem.message, limit: problem.limit } };
} finally {
  await file.close();
}
parent.postMessage(message);
