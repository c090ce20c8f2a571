// Proximity's public face: pure rules over dense tile ids, the AI, and the move-log helpers.
export * from './types';
export { drawStrength } from './draw';
export { RULES, newProximity, previewMove, playMove } from './rules';
export { moverOf, moveToCell, moveFromCell } from './moves';
export { scores, winners } from './score';
export { replayMoves, undoLastHumanMove } from './history';
export { computerToMove, proximityStatus, soloHuman, type ProximityStatus } from './status';
export { playLogged, type LogEntry } from './log';
export { chooseMove, type AiOptions } from './ai';
export { answerAiRequest, type AiRequest } from './ai.protocol';
