package spindle.engine.learn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the model files ({@link LearnedModel}, {@link PatternModel}) share: a line of numbers, saving and loading. */
final class ModelFiles {
    /** Writes a model as text. */
    interface Writing {
        void to(Writer w) throws IOException;
    }

    /** Reads a model from text; {@code source} names it in error messages. */
    interface Reading<T> {
        T from(Reader r, String source) throws IOException;
    }

    private ModelFiles() {
    }

    /** One line: {@code name} and the numbers, separated by spaces. */
    static void writeFloats(Writer w, String name, float[] values) throws IOException {
        StringBuilder line = new StringBuilder(name);
        for (float v : values) {
            line.append(' ').append(v);
        }
        w.write(line.append('\n').toString());
    }

    /** Saves a model to a file in UTF-8 (replacing it). */
    static void save(Path file, Writing model) {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            model.to(w);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads a model from a UTF-8 file, named by its path in error messages. */
    static <T> T load(Path file, Reading<T> reading) {
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return reading.from(r, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
