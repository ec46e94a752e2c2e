import type { Config } from '../config.js';

// AI Remix's provider (docs/remix.md): any OpenAI-compatible chat API (OpenAI, Ollama, LM
// Studio, vLLM…) through the AI SDK, set by AI_BASE_URL, AI_API_KEY and AI_MODEL. A failure
// ends in one plain sentence that says what happened; the text written before it is the
// caller's to keep. The AI SDK (about 2 MB of code) is loaded on the first remix: an idle server
// that never writes one does not hold it (docs/performance.md, "Memory").

export type AiSettings = Pick<
  Config,
  'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_SECONDS'
>;

/** What an administrator is told while no provider is set (services/admin/setup-help.ts). */
export const AI_SETUP_HELP =
  'AI Remix needs an AI provider. Set AI_BASE_URL to an OpenAI-compatible API (for example https://api.openai.com/v1, or http://localhost:11434/v1 for Ollama), AI_MODEL to the model to use and, if the provider needs one, AI_API_KEY; then restart Swipestack.';

export function aiConfigured(settings: AiSettings): settings is AiSettings & {
  AI_BASE_URL: string;
  AI_MODEL: string;
} {
  return Boolean(settings.AI_BASE_URL && settings.AI_MODEL);
}

export interface CompletionRequest {
  system: string;
  prompt: string;
  /** Aborted when the server stops. */
  signal: AbortSignal;
  onText(delta: string): void;
}

/** Why writing stopped, in a sentence; null when it finished. */
export type CompletionOutcome = string | null;

export const STOPPED_BY_SERVER = 'The server stopped while this was being written.';

export async function streamCompletion(
  settings: AiSettings,
  request: CompletionRequest,
): Promise<CompletionOutcome> {
  if (!aiConfigured(settings)) return AI_SETUP_HELP;
  const [{ createOpenAICompatible }, { APICallError, streamText }] = await Promise.all([
    import('@ai-sdk/openai-compatible'),
    import('ai'),
  ]);
  const provider = createOpenAICompatible({
    name: 'ai',
    baseURL: settings.AI_BASE_URL,
    ...(settings.AI_API_KEY ? { apiKey: settings.AI_API_KEY } : {}),
  });
  const timeout = AbortSignal.timeout(settings.AI_TIMEOUT_SECONDS * 1000);
  let failure: unknown = null;
  try {
    const result = streamText({
      model: provider.chatModel(settings.AI_MODEL),
      instructions: request.system,
      prompt: request.prompt,
      temperature: 0.9,
      maxOutputTokens: 800,
      // A quota was reserved for this variant: one answer, no silent retries.
      maxRetries: 0,
      abortSignal: AbortSignal.any([request.signal, timeout]),
      onError: ({ error }) => {
        failure ??= error;
      },
    });
    for await (const part of result.stream) {
      if (part.type === 'text-delta') request.onText(part.text);
      else if (part.type === 'error') failure ??= part.error;
      else if (part.type === 'abort') failure ??= new DOMException('aborted', 'AbortError');
    }
  } catch (error) {
    failure ??= error;
  }
  if (failure === null) return null;
  if (request.signal.aborted) return STOPPED_BY_SERVER;
  if (timeout.aborted)
    return `The AI provider did not finish within ${settings.AI_TIMEOUT_SECONDS} seconds; the text written so far is kept.`;
  return failureMessage(failure, APICallError);
}

function failureMessage(error: unknown, APICallError: typeof import('ai').APICallError): string {
  return (
    requestFailure(error, APICallError, 'AI_MODEL') ??
    `The AI provider's answer broke off part-way (${shortText(errorText(error))}); the text written so far is kept.`
  );
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What went wrong with a request the provider refused or never got, in a sentence naming the
 * setting to check (`modelSetting`: the variable that names the model asked); null for any
 * other failure.
 */
export function requestFailure(
  error: unknown,
  APICallError: typeof import('ai').APICallError,
  modelSetting: string,
): string | null {
  if (!APICallError.isInstance(error)) return null;
  // A status of 2xx: the answer had begun when its stream broke.
  if (error.statusCode && error.statusCode >= 300) {
    const status = error.statusCode;
    if (status === 429)
      return 'The AI provider is limiting requests right now (HTTP 429). Wait a minute, then try again.';
    if (status === 401 || status === 403)
      return `The AI provider refused the API key (HTTP ${status}). Check AI_API_KEY.`;
    if (status === 404)
      return `The AI provider does not know this model or address (HTTP 404). Check ${modelSetting} and AI_BASE_URL.`;
    return `The AI provider answered with an error (HTTP ${status}): ${shortText(error.message)}`;
  }
  if (!error.statusCode)
    return `The AI provider could not be reached: ${shortText(errorText(error))}`;
  return null;
}

const shortText = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
