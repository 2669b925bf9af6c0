package spindle.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import spindle.engine.Game;
import spindle.engine.Variant;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.RecordException;
import spindle.match.analysis.GameTrace;
import spindle.match.analysis.RecordTraces;

/**
 * The games of {@code spindle analyze --records}: record files, or folders searched to any depth for {@code .json}
 * files, read in name order; each one replayed and checked. A record of another game is left out with a note, a
 * broken one is refused naming its file.
 */
final class RecordFiles {
    private RecordFiles() {
    }

    static Map<Variant, List<GameTrace>> byVariant(Game game, List<Path> paths) {
        Map<Variant, List<GameTrace>> traces = new LinkedHashMap<>();
        int otherGames = 0;
        for (Path file : files(paths)) {
            GameRecord record = read(file);
            if (!game.id().equals(record.game())) {
                otherGames++;
                continue;
            }
            try {
                traces.computeIfAbsent(Variant.parse(game, record.variant()), v -> new ArrayList<>())
                        .add(RecordTraces.of(game, record));
            } catch (RecordException e) {
                throw new RecordException(file + ": " + e.getMessage());
            }
        }
        if (otherGames > 0) {
            System.err.println("spindle: left out " + otherGames + " records of other games than " + game.id());
        }
        if (traces.isEmpty()) {
            throw new IllegalArgumentException("no record of " + game.id() + " in " + paths);
        }
        return traces;
    }

    /** The record in {@code file}; a broken one is refused naming the file. */
    static GameRecord read(Path file) {
        try {
            return GameRecords.read(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (RecordException e) {
            throw new RecordException(file + ": " + e.getMessage());
        }
    }

    static List<Path> files(List<Path> paths) {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> walk = Files.walk(p)) {
                    walk.filter(f -> Files.isRegularFile(f) && f.toString().endsWith(".json")).sorted()
                            .forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else if (Files.isRegularFile(p)) {
                files.add(p);
            } else {
                throw new UncheckedIOException(new java.nio.file.NoSuchFileException(p.toString()));
            }
        }
        return files;
    }
}
