package spindle.testkit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import spindle.engine.Game;
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
}
