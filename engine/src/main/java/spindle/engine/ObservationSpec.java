package spindle.engine;

import java.util.Arrays;
import java.util.List;

/**
 * The shape of a game's observation of a position, for learning code (see {@link Game#observe}).
 *
 * <p>An observation is a {@code float[]} of {@link #size()} values laid out plane-major, row-major:
 * the value of plane {@code k} at row {@code y}, column {@code x} is at {@code (k * height + y) * width + x}. Every
 * value is finite, in practice 0 or 1 (counts are scaled into [0, 1]). Planes come in this order: the board planes
 * as seen by the observing player ("mine" before "theirs" where a game has sides), then state-flag planes, each
 * filled with one value. {@link #planeNames()} names every plane; each game's {@code package-info} documents what
 * each plane means and how its board is laid into the {@code height × width} grid. The shape depends only on the
 * variant, never on the position.
 *
 * @param planes number of planes
 * @param height rows of every plane
 * @param width columns of every plane
 * @param planeNames one short stable name per plane, e.g. {@code mine}, {@code theirs}, {@code to-move}
 */
public record ObservationSpec(int planes, int height, int width, List<String> planeNames) {

    public ObservationSpec {
        if (planes <= 0 || height <= 0 || width <= 0) {
            throw new IllegalArgumentException("planes, height and width must be positive");
        }
        planeNames = List.copyOf(planeNames);
        if (planeNames.size() != planes) {
            throw new IllegalArgumentException(planes + " planes but " + planeNames.size() + " names");
        }
    }

    /** Number of floats of one observation: planes × height × width. */
    public int size() {
        return planes * height * width;
    }

    /** Index of the value of plane {@code plane} at row {@code y}, column {@code x}. */
    public int index(int plane, int y, int x) {
        return (plane * height + y) * width + x;
    }

    /** Fills plane {@code plane} of {@code out} with {@code value} (a state flag). */
    public void fillPlane(float[] out, int plane, float value) {
        int from = plane * height * width;
        Arrays.fill(out, from, from + height * width, value);
    }
}
