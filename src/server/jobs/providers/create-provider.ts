import { createBuiltinProvider } from './builtin.ts';
import type { AnalysisProvider } from './types.ts';
import { createWebhookProvider } from './webhook.ts';

/**
 * The practitioner analysis provider for this configuration: the webhook provider when
 * TCM_ANALYSIS_WEBHOOK_URL is set (it falls back to the built-in engine by itself), the
 * built-in engine otherwise.
 */
export function createAnalysisProvider(config: { webhookUrl: string | undefined }): AnalysisProvider {
  return config.webhookUrl ? createWebhookProvider({ url: config.webhookUrl }) : createBuiltinProvider();
}
