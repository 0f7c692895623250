/**
 * Where an instance is in its life (issue 27): readiness answers 503 while it starts and once it stops,
 * so that the proxy in front sends no new work to it.
 */
export type Phase = "starting" | "serving" | "stopping";

export interface Lifecycle {
  phase: Phase;
}

export const createLifecycle = (phase: Phase = "starting"): Lifecycle => ({ phase });
