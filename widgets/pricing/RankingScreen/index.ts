export { RankingScreen, RANKING_TITLE, type RankingScreenProps } from './RankingScreen';
