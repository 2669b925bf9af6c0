package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
import spindle.engine.ObservationSpec;
import spindle.engine.Position;
import spindle.engine.Variant;

/** The suite fails on games that break the contract, so a green suite means something. */
class SuiteCatchesDefectsTest {

    /** WindyNim whose presets all carry a defect. */
    static final class Broken extends ConformanceSuite {
        Broken(Game game) {
            super(game);
        }

        @Override
        protected int gamesPerPreset() {
            return 20;
        }
    }

    private static void assertSuiteFails(Game game) {
        List<DynamicTest> tests = new Broken(game).randomGamesOfEveryPreset().toList();
        assertThatThrownBy(() -> {
            for (DynamicTest t : tests) {
                t.getExecutable().execute();
            }
        }).isInstanceOf(AssertionError.class);
    }

    private static void assertObservationChecksFail(Game game) {
        List<DynamicTest> tests = new Broken(game).observationsOfEveryPreset().toList();
        assertThatThrownBy(() -> {
            for (DynamicTest t : tests) {
                t.getExecutable().execute();
            }
        }).isInstanceOf(AssertionError.class);
    }

    @Test
    void aGameWithoutAnObservationFailsTheObservationChecks() {
        assertObservationChecksFail(new WindyNim() {
            @Override
            public Optional<ObservationSpec> observationSpec(Variant variant) {
                return Optional.empty();
            }
        });
    }

    @Test
    void anObservationThatLeavesAValueUnwrittenFails() {
        assertObservationChecksFail(new WindyNim() {
            @Override
            public Optional<ObservationSpec> observationSpec(Variant variant) {
                return Optional.of(new ObservationSpec(4, 1, 1, List.of("a", "b", "c", "d")));
            }
        });
    }

    @Test
    void anObservationThatDependsOnMoreThanThePositionFails() {
        assertObservationChecksFail(new WindyNim() {
            private int calls;

            @Override
            public void observe(Position position, int player, float[] out) {
                super.observe(position, player, out);
                out[0] = calls++ % 2;
            }
        });
    }

    @Test
    void aMaskThatMarksAnIllegalActionFails() {
        assertObservationChecksFail(new WindyNim() {
            @Override
            public int actionMask(Position position, boolean[] mask, int[] scratch) {
                int n = super.actionMask(position, mask, scratch);
                mask[WindyNim.GUST] = true;
                return n;
            }
        });
    }

    @Test
    void theHonestGamePassesTheObservationChecks() throws Throwable {
        for (DynamicTest t : new Broken(new WindyNim()).observationsOfEveryPreset().toList()) {
            t.getExecutable().execute();
        }
    }

    @Test
    void aCopyThatSharesStateFails() {
        WindyNim nim = new WindyNim();
        assertSuiteFails(new WindyNim() {
            @Override
            public List<Preset> presets() {
                return List.of(new Preset("default", Variant.parse(nim, "bug=copy")));
            }
        });
    }

    @Test
    void aGameThatOverrunsItsDeclaredBoundFails() {
        assertSuiteFails(new WindyNim() {
            @Override
            public java.util.OptionalInt plyBound(Variant variant) {
                return java.util.OptionalInt.of(2);
            }
        });
    }

    @Test
    void notationThatDoesNotRoundTripFails() {
        assertSuiteFails(new WindyNim() {
            @Override
            public spindle.engine.Notation notation(Variant variant) {
                spindle.engine.Notation real = super.notation(variant);
                return new spindle.engine.Notation() {
                    @Override
                    public String format(Position position, int action) {
                        return real.format(position, action == WindyNim.TAKE2 ? WindyNim.TAKE1 : action);
                    }

                    @Override
                    public int parse(Position position, String text) {
                        return real.parse(position, text);
                    }
                };
            }
        });
    }

    private static void assertPositionChecksFail(Game game) {
        List<DynamicTest> tests = new Broken(game).positionTextsOfEveryPreset().toList();
        assertThatThrownBy(() -> {
            for (DynamicTest t : tests) {
                t.getExecutable().execute();
            }
        }).isInstanceOf(AssertionError.class);
    }

    @Test
    void aPositionTextThatLeavesOutWhatComesNextFails() {
        assertPositionChecksFail(new WindyNim() {
            @Override
            public String positionText(Position position) {
                return super.positionText(position).replace(" wind ", " take ");
            }
        });
    }

    @Test
    void aParserThatThrowsSomethingElseOnBadTextFails() {
        assertPositionChecksFail(new WindyNim() {
            @Override
            public Position parsePosition(Variant variant, String text) {
                return super.parsePosition(variant, text.isBlank() ? null : text.replace("o", "oo"));
            }
        });
    }

    @Test
    void theHonestGamePassesThePositionChecks() throws Throwable {
        for (DynamicTest t : new Broken(new WindyNim()).positionTextsOfEveryPreset().toList()) {
            t.getExecutable().execute();
        }
    }
}
