import { delay, HttpResponse, http } from 'msw';

// An OpenAI-compatible chat API (what AI_BASE_URL names), intercepted with msw: the one kind of
// mock the project allows (a third party's API). It answers `POST /chat/completions` with
// `stream: true` in OpenAI's real format (Server-Sent Events of `chat.completion.chunk`
// objects, a last chunk with `finish_reason`, then `data: [DONE]`), records every request, and
// can be told to fail as providers do: 429, 401, a stream that breaks part-way or stalls.
// It also answers `POST /audio/transcriptions` (speech to text, multipart) in OpenAI's
// `verbose_json` format with timed segments, or with an error status.

export const FAKE_AI_BASE_URL = 'https://ai.provider.test/v1';
export const FAKE_AI_MODEL = 'copywriter-test';

export interface AiRequest {
  headers: Record<string, string>;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
    [key: string]: unknown;
  };
}

export type AiReply =
  | {
      kind: 'stream';
      pieces: string[];
      pauseMs?: number;
      end?: 'done' | 'break' | 'stall';
      /** Holds piece `index` back until `until` settles (to look at a stream half-way). */
      holdBack?: { index: number; until: Promise<unknown> }[];
    }
  | { kind: 'status'; status: number; message: string };

const encoder = new TextEncoder();
const event = (data: unknown) =>
  encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
const chunk = (delta: object, finish: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_764_000_000,
  model: FAKE_AI_MODEL,
  choices: [{ index: 0, delta, finish_reason: finish }],
});

/** Pieces of a plausible variant for the parts the request asks for. */
export function defaultPieces(request: AiRequest): string[] {
  const user = request.body.messages.find((m) => m.role === 'user')?.content ?? '';
  const product = /^Product: (.*)$/m.exec(user)?.[1]?.slice(0, 60) ?? 'your product';
  const variant = /This is variant (\d+)/.exec(user)?.[1] ?? '1';
  const parts = /^Parts to write, in this order: (.*)\.$/m.exec(user)?.[1]?.split(', ') ?? [];
  const lines = parts.map(
    (part) => `${part}: Variant ${variant} for ${product}, ${part.toLowerCase()} that sells.`,
  );
  return lines.join('\n').match(/.{1,12}/gs) ?? [];
}

function streamOf(reply: Extract<AiReply, { kind: 'stream' }>) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(event(chunk({ role: 'assistant', content: '' })));
      for (const [index, piece] of reply.pieces.entries()) {
        if (reply.pauseMs) await delay(reply.pauseMs);
        await reply.holdBack?.find((held) => held.index === index)?.until;
        controller.enqueue(event(chunk({ content: piece })));
      }
      if (reply.end === 'break') {
        // Erroring discards what is still queued: let the client read what was sent first.
        await delay(100);
        controller.error(new Error('connection reset by the provider'));
        return;
      }
      if (reply.end === 'stall') return;
      controller.enqueue(
        event({
          ...chunk({}, 'stop'),
          usage: { prompt_tokens: 100, completion_tokens: reply.pieces.length, total_tokens: 100 },
        }),
      );
      controller.enqueue(event('[DONE]'));
      controller.close();
    },
  });
}

export interface TranscriptionRequest {
  model: string;
  responseFormat: string | null;
  timestampGranularities: string[];
  /** The audio file's size in bytes and its media type. */
  bytes: number;
  type: string;
}

export type TranscriptionReply =
  | { kind: 'segments'; segments: { start: number; end: number; text: string }[] }
  | { kind: 'status'; status: number; message: string };

/** What the fake hears in any audio unless told otherwise. */
export const FAKE_TRANSCRIPT_SEGMENTS = [
  { start: 0, end: 1.4, text: ' Every order ships free this week.' },
  { start: 1.4, end: 2.9, text: ' Love it or your money back, guaranteed.' },
];

export function createFakeAiProvider(baseUrl = FAKE_AI_BASE_URL) {
  const requests: AiRequest[] = [];
  const transcriptionRequests: TranscriptionRequest[] = [];
  let transcribe: (request: TranscriptionRequest) => TranscriptionReply = () => ({
    kind: 'segments',
    segments: FAKE_TRANSCRIPT_SEGMENTS,
  });
  let answer: (request: AiRequest, index: number) => AiReply | Promise<AiReply> = (request) => ({
    kind: 'stream',
    pieces: defaultPieces(request),
    pauseMs: 25,
  });
  const handlers = [
    http.post(`${baseUrl}/chat/completions`, async ({ request }) => {
      const recorded: AiRequest = {
        headers: Object.fromEntries(request.headers as unknown as Iterable<[string, string]>),
        body: (await request.json()) as AiRequest['body'],
      };
      requests.push(recorded);
      const reply = await answer(recorded, requests.length - 1);
      if (reply.kind === 'status')
        return HttpResponse.json(
          { error: { message: reply.message, type: 'error', param: null, code: null } },
          { status: reply.status },
        );
      return new HttpResponse(streamOf(reply), {
        // Chunked, as providers send it (msw 3 needs it to pass on a broken stream as such).
        headers: {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          'transfer-encoding': 'chunked',
        },
      });
    }),
    http.post(`${baseUrl}/audio/transcriptions`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      const recorded: TranscriptionRequest = {
        model: String(form.get('model')),
        responseFormat: (form.get('response_format') as string | null) ?? null,
        timestampGranularities: form.getAll('timestamp_granularities[]').map(String),
        bytes: file.size,
        type: file.type,
      };
      transcriptionRequests.push(recorded);
      const reply = transcribe(recorded);
      if (reply.kind === 'status')
        return HttpResponse.json(
          { error: { message: reply.message, type: 'error', param: null, code: null } },
          { status: reply.status },
        );
      const end = reply.segments.at(-1)?.end ?? 0;
      return HttpResponse.json({
        task: 'transcribe',
        language: 'english',
        duration: end,
        text: reply.segments.map((segment) => segment.text).join(''),
        segments: reply.segments.map((segment, id) => ({
          id,
          seek: 0,
          start: segment.start,
          end: segment.end,
          text: segment.text,
          tokens: [1, 2, 3],
          temperature: 0,
          avg_logprob: -0.2,
          compression_ratio: 1.2,
          no_speech_prob: 0.01,
        })),
      });
    }),
  ];
  return {
    handlers,
    requests,
    transcriptionRequests,
    /** How the next transcription requests are answered (the default: FAKE_TRANSCRIPT_SEGMENTS). */
    transcribeWith(next: typeof transcribe) {
      transcribe = next;
    },
    /** How the next requests are answered (the default writes a plausible variant). */
    answerWith(next: typeof answer) {
      answer = next;
    },
  };
}

export type FakeAiProvider = ReturnType<typeof createFakeAiProvider>;
