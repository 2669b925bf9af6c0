package spindle.testkit;

/** The suite passes on a correct game. */
class WindyNimConformanceTest extends ConformanceSuite {
    WindyNimConformanceTest() {
        super(new WindyNim());
    }
}
