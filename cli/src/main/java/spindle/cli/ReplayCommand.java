package spindle.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import spindle.engine.GameState;
import spindle.match.GameRecord;
import spindle.match.GameRecords;
import spindle.match.RecordException;

/**
 * {@code spindle replay <file>}: validates a game record (from the server's download or a tournament) by replaying
 * every action, then prints the moves and the final board, or every board in turn with {@code --step}. A tampered
 * record is refused with its first bad ply named (exit code 2): an illegal action, a chance outcome its seed did not
 * draw (when the record says the seed drew them), or an end reason or payoffs its moves do not give.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = {"Replays a game record (JSON), checking every action: prints the moves and the final board.",
            "A record that does not replay is refused with the first bad ply named: an illegal action, a chance "
            + "outcome its seed did not draw, or an end reason or payoffs its moves do not give."})
final class ReplayCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE", description = "The record, as downloaded or written by a tournament.")
    Path file;

    @Option(names = "--step", description = "Show the board after every ply (waits for Enter at a terminal).")
    boolean step;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        GameRecord record = read();
        GameState end;
        try {
            end = GameRecords.replay(record);
        } catch (RecordException e) {
            throw new RecordException(file + ": " + e.getMessage());
        }
        out.println(record.game() + " [" + record.variant() + "]  players: " + String.join(", ", record.players())
                + "  seed " + record.seed());
        if (record.from() != null) {
            out.println("Started from a set-up position, not the variant's start: " + record.from());
        }
        List<GameState> chain = end.line();
        BufferedReader keys = step && System.console() != null
                ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)) : null;
        for (int ply = 1; ply < chain.size(); ply++) {
            out.printf("%4d. %s%n", ply, record.moves().get(ply - 1));
            if (step) {
                out.println(chain.get(ply).render());
                out.flush();
                waitForEnter(keys);
            }
        }
        if (!step) {
            out.println(end.render());
        }
        out.println(end.isOver() || spindle.match.Forfeit.endedEarly(record) ? "Result: " + ending(record, end)
                + "  payoffs " + record.payoffs() : "Unfinished after " + end.ply() + " plies.");
        GameRecords.chanceNote(record, end).ifPresent(note -> out.println("Chance: " + note));
        boolean setUp = record.from() != null;
        String what = !setUp ? "every action replays" : record.moves().isEmpty()
                ? "its set-up position is one the rules allow, and it has no moves"
                : "every action replays from its set-up position";
        out.println("The record is valid: " + what + (!end.isOver() ? "" : setUp && record.moves().isEmpty()
                ? "; that position is already over, with the recorded result" : " to the recorded result") + ".");
    }

    /** The end reason; a flag fallen on a server's clock says who lost on time (the player to move). */
    private static String ending(GameRecord record, GameState end) {
        if (!spindle.match.Forfeit.TIME.equals(record.endReason())) {
            return record.endReason();
        }
        return record.players().get(end.toMove()) + " (seat " + (end.toMove() + 1) + ") lost on time";
    }

        /** The record in {@link #file}, or an error that says what is wrong with the file and what to do. */
    private GameRecord read() {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("there is no file " + file + " (give the path of a record: a .json"
                    + " file written by 'spindle tournament' or downloaded from a game page of 'spindle serve')");
        } catch (AccessDeniedException e) {
            throw new IllegalArgumentException("cannot read " + file + ": permission denied");
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException(file + " is not UTF-8 text, so it is not a game record");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + (Files.isDirectory(file)
                    ? ": it is a directory (give one of the .json records in it)" : ": " + e.getMessage()));
        }
        try {
            return GameRecords.fromJson(text);
        } catch (RecordException e) {
            throw new RecordException(file + ": " + e.getMessage());
        }
    }

    private static void waitForEnter(BufferedReader keys) {
        if (keys == null) {
            return;
        }
        try {
            keys.readLine();
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the terminal: " + e.getMessage());
        }
    }
}
