/** The growth chart's colours, shared by its frame (the legend) and its d3 drawing (growth-projection-plot.tsx). */
export const WITH_COLOUR = '#523abc';
export const WITHOUT_COLOUR = '#0f766e';
