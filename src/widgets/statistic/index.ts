export { StatisticCards, statisticText, type StatisticCardsProps } from './statistic-cards';
