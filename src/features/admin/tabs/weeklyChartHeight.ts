/**
 * Height of the Overview's weekly chart: the bars' SVG, and the whole block with the legend row
 * the chart library draws under it. OverviewTab's placeholder takes the block's height so nothing
 * moves when the chart's code arrives (e2e/admin.e2e.ts checks it). Its own module: the
 * placeholder must not import the chart library.
 */
export const WEEKLY_CHART_HEIGHT = 300;
export const WEEKLY_CHART_BLOCK_HEIGHT = WEEKLY_CHART_HEIGHT + 29;
