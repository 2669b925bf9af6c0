package spindle.games.zeroonetwo;

import spindle.testkit.ConformanceSuite;

class ZeroOneTwoConformanceTest extends ConformanceSuite {
    ZeroOneTwoConformanceTest() {
        super(new ZeroOneTwo());
    }
}
