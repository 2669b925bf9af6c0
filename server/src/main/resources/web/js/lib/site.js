// Whether these pages are a static site with no Spindle server behind them (`spindle site DIR` writes true here):
// then every game, the analysis board and the table companion run on the engine in this browser (js/local).
export const serverless = false;
