package spindle.games.justplayingaround;

import spindle.testkit.ConformanceSuite;

class JustPlayingARoundConformanceTest extends ConformanceSuite {
    JustPlayingARoundConformanceTest() {
        super(new JustPlayingARound());
    }
}
