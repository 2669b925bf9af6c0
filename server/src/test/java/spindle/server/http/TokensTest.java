package spindle.server.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared id generator: ids of the alphabet, taken ones skipped, and a clear error instead of an endless loop. */
class TokensTest {
    @Test
    void aFreeIdIsThePrefixAndEightUnmistakableCharacters() {
        assertThat(Tokens.freeId("p", id -> false)).matches("p[a-hjkmnp-z2-9]{8}");
    }

    @Test
    void takenIdsAreSkippedAndTheFirstFreeOneIsReturned() {
        List<String> asked = new ArrayList<>();
        String id = Tokens.freeId("c", candidate -> {
            asked.add(candidate);
            return asked.size() <= 3;
        });
        assertThat(asked).hasSize(4);
        assertThat(id).isEqualTo(asked.get(3));
    }

    @Test
    void whenEveryIdIsTakenItGivesUpAfterABoundedNumberOfTriesWithAClearError() {
        List<String> asked = new ArrayList<>();
        assertThatThrownBy(() -> Tokens.freeId("s", candidate -> asked.add(candidate)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(Tokens.ID_TRIES + " random ids in a row were already in use")
                .hasMessageContaining("'s'");
        assertThat(asked).hasSize(Tokens.ID_TRIES).allMatch(id -> id.startsWith("s"));
    }
}
