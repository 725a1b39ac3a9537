/**
 * Model-based tests, the headless part: the test model of a machine is DERIVED
 * from the machine itself, never written by hand. One file per job:
 *
 * - derive.ts: the test machine (invoke answers and delays as explicit events);
 * - samples.ts: the named inputs, payloads, answers a path is made of;
 * - paths.ts: the generated paths of one machine (`buildMachineModel`);
 * - coverage.ts: transition ids, tracing a run, coverage rows;
 * - snapshots.ts: serialization and active states of a snapshot;
 * - compositeModel.ts: several machines as the actor system runs them;
 * - pathCache.ts: a machine's paths written once, replayed as a fixed suite (mutation testing);
 * - toMermaid.ts: the diagrams (export); count.ts: the states and transitions both count.
 *
 * This module re-exports them for the tests and scripts.
 */
export * from './derive';
export * from './samples';
export * from './snapshots';
export * from './coverage';
export * from './paths';
export * from './compositeModel';
