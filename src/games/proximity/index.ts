// Proximity's public face: pure rules over dense tile ids, the AI, and the move-log helpers.
export * from './types';
export { drawStrength } from './draw';
export { RULES, newProximity, legal, previewMove, playMove } from './rules';
export { encodeMove, decodeMove, moverOf } from './moves';
export { scores, winners, type PlayerScore } from './score';
export { replay, replayMoves, undoLastHumanMove, type ReplayedMove } from './history';
export { chooseMove, type AiOptions } from './ai';
export { answerAiRequest, type AiRequest } from './ai.protocol';
export { chooseMoveInWorker, type AiJob } from './ai.client';
