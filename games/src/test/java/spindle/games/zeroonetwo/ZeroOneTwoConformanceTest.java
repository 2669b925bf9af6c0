package spindle.games.zeroonetwo;

import spindle.testkit.ConformanceSuite;

class ZeroOneTwoConformanceTest extends ConformanceSuite {
    ZeroOneTwoConformanceTest() {
        super(new ZeroOneTwo());
    }

    /** Fewer: an observation is large (the lattice any game can grow to, 81 x 81 for n = 4) and games are long. */
    @Override
    protected int observedGamesPerPreset() {
        return 8;
    }

    @Override
    protected int observationStride() {
        return 8;
    }
}
