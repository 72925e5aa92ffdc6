/** The d3 chart kit (spec 2 §4, §9; ui guide "Charts"): every chart is an svg image with a table alternative. */
export { BarChart, type Bar, type BarChartProps } from './bar-chart';
export { DoughnutChart, DOUGHNUT_CUTOUT, type DoughnutChartProps, type DoughnutSlice } from './doughnut-chart';
export { LineChart, type LineChartProps, type LinePoint } from './line-chart';
export { RadarChart, type RadarAxis, type RadarChartProps } from './radar-chart';
export { ChartFigure, ChartLegend, type ChartTable } from './chart-figure';
export * from './chart-geometry';
