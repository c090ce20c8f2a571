// The AI's Web Worker: one request in, one move out, so the hard AI's thinking never blocks the page.
import { answerAiRequest, type AiRequest } from '../../games/proximity';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<AiRequest>) => {
  scope.postMessage(answerAiRequest(event.data, () => performance.now()));
};
