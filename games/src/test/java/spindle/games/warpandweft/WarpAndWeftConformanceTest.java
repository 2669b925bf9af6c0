package spindle.games.warpandweft;

import spindle.testkit.ConformanceSuite;

class WarpAndWeftConformanceTest extends ConformanceSuite {
    WarpAndWeftConformanceTest() {
        super(new WarpAndWeft());
    }
}
