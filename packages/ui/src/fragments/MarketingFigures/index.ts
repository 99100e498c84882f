export {
  MarketingFigures,
  defaultMarketingFigures,
  marketingFiguresHeadingLevels,
  marketingFiguresLayouts,
} from './MarketingFigures';
export type { MarketingFiguresProps, MarketingFiguresLabels, MarketingFigure } from './MarketingFigures';
