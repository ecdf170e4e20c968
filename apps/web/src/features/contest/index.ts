export { ContestBoard, type TContestBoardProps } from './components/contest-board';
export { useContestBoard, contestBoardQueryOptions } from './api/get-contest-board';
