import { createBuiltinProvider, type AnalyseRunner } from './builtin.ts';
import type { AnalysisProvider } from './types.ts';
import { createWebhookProvider } from './webhook.ts';

/**
 * The practitioner analysis provider for this configuration: the webhook provider when
 * TCM_ANALYSIS_WEBHOOK_URL is set (it falls back to the built-in engine by itself), the
 * built-in engine otherwise; `run` says where the engine runs (the worker pool in the app).
 */
export function createAnalysisProvider(config: { webhookUrl: string | undefined }, run?: AnalyseRunner): AnalysisProvider {
  const builtin = run ? { run } : {};
  return config.webhookUrl ? createWebhookProvider({ url: config.webhookUrl, builtin }) : createBuiltinProvider(builtin);
}
