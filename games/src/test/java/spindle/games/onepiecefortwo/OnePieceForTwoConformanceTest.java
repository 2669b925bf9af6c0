package spindle.games.onepiecefortwo;

import spindle.testkit.ConformanceSuite;

class OnePieceForTwoConformanceTest extends ConformanceSuite {
    OnePieceForTwoConformanceTest() {
        super(new OnePieceForTwo());
    }
}
