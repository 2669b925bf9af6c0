package spindle.ai.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import spindle.ai.protocol.Message.Advise;
import spindle.ai.protocol.Message.EngineId;
import spindle.ai.protocol.Message.Failure;
import spindle.ai.protocol.Message.Go;
import spindle.ai.protocol.Message.Hello;
import spindle.ai.protocol.Message.HintRequest;
import spindle.ai.protocol.Message.Info;
import spindle.ai.protocol.Message.Move;
import spindle.ai.protocol.Message.NewGame;
import spindle.ai.protocol.Message.ObservationRequest;
import spindle.ai.protocol.Message.Observed;
import spindle.ai.protocol.Message.Ok;
import spindle.ai.protocol.Message.Quit;
import spindle.ai.protocol.Message.Result;
import spindle.ai.protocol.Message.SetPosition;

/**
 * The one parser and printer of the engine protocol, used by both sides: {@code spindle engine}
 * ({@link EngineSession}) and {@code ext:} agents ({@link ExtAgent}). A message is one line of UTF-8 text: a keyword,
 * then its fields separated by spaces. Moves are in the game's notation, which may contain spaces
 * ({@code jump 2,-1}), so a list of moves is joined by {@value #SEPARATOR} and always ends its line.
 */
public final class Protocol {
    /** The version this code speaks. */
    public static final int VERSION = 1;
    /** Between the moves of a list; no move of any game's notation contains it. */
    public static final String SEPARATOR = ";";
    /** The longest line either side accepts. */
    public static final int MAX_LINE = 1 << 20;

    private Protocol() {
    }

    /** The line for {@code m}, without its line break. */
    public static String format(Message m) {
        if (m instanceof Hello h) {
            return "protocol " + h.version();
        } else if (m instanceof EngineId e) {
            return "engine " + e.version() + " " + oneLine(e.name());
        } else if (m instanceof NewGame g) {
            return "game " + g.game() + (g.variant().isEmpty() ? "" : " " + g.variant());
        } else if (m instanceof SetPosition p) {
            String moves = p.moves().isEmpty() ? "" : join(p.moves());
            return p.from() != null ? "position text " + p.from() + (moves.isEmpty() ? "" : SEPARATOR + moves)
                    : moves.isEmpty() ? "position" : "position " + moves;
        } else if (m instanceof Go g) {
            return "go millis " + g.millis() + (g.seat() > 0 ? " seat " + g.seat() : "") + " seed " + g.seed()
                    + (g.legal().isEmpty() ? "" : " legal " + join(g.legal()));
        } else if (m instanceof Move mv) {
            return "move " + oneLine(mv.move());
        } else if (m instanceof Result r) {
            return "result " + String.join(",", r.payoffs().stream().map(Protocol::number).toList())
                    + (r.reason().isEmpty() ? "" : " " + oneLine(r.reason()));
        } else if (m instanceof Ok) {
            return "ok";
        } else if (m instanceof Failure f) {
            return "error " + oneLine(f.text());
        } else if (m instanceof Info i) {
            return "info " + oneLine(i.text());
        } else if (m instanceof HintRequest h) {
            return "hint millis " + h.millis();
        } else if (m instanceof Advise a) {
            return "advice " + join(List.of(a.move())) + SEPARATOR + oneLine(a.text());
        } else if (m instanceof ObservationRequest o) {
            return "observation" + (o.seat() > 0 ? " seat " + o.seat() : "");
        } else if (m instanceof Observed o) {
            return "observed " + oneLine(o.json());
        }
        return "quit";
    }

    /** The message on {@code line}; throws {@link ProtocolException} naming what is wrong. Blank lines are not. */
    public static Message parse(String line) {
        String t = line.strip();
        int space = t.indexOf(' ');
        String keyword = (space < 0 ? t : t.substring(0, space)).toLowerCase(Locale.ROOT);
        String rest = space < 0 ? "" : t.substring(space + 1).strip();
        return switch (keyword) {
            case "protocol" -> new Hello((int) integer(rest, "protocol <version>"));
            case "engine" -> engine(rest);
            case "game" -> game(rest);
            case "position" -> position(rest);
            case "go" -> go(rest);
            case "move" -> {
                if (rest.isEmpty()) {
                    throw new ProtocolException("'move' needs a move: move <move>");
                }
                yield new Move(rest);
            }
            case "result" -> result(rest);
            case "ok" -> new Ok();
            case "error" -> new Failure(rest);
            case "info" -> new Info(rest);
            case "hint" -> hint(rest);
            case "advice" -> {
                int sep = rest.indexOf(SEPARATOR);
                if (sep < 1) {
                    throw new ProtocolException("'advice' needs a move and its value: advice <move>;<text>");
                }
                yield new Advise(rest.substring(0, sep).strip(), rest.substring(sep + 1).strip());
            }
            case "observation" -> observation(rest);
            case "observed" -> new Observed(rest);
            case "quit" -> new Quit();
            default -> throw new ProtocolException("'" + shorten(t) + "' is not a message of the engine protocol"
                    + " (protocol, engine, game, position, go, hint, observation, move, advice, observed, result, ok,"
                    + " error, info, quit)");
        };
    }

    /** At most 80 characters of {@code text}, for messages about it. */
    public static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }

    /** {@code position [moves]} or {@code position text <text>[;moves]}: a position text never holds the separator. */
    private static SetPosition position(String rest) {
        if (!rest.startsWith("text ") && !rest.equals("text")) {
            return new SetPosition(moves(rest));
        }
        String text = rest.substring(4).strip();
        int sep = text.indexOf(SEPARATOR);
        if (text.isEmpty() || sep == 0) {
            throw new ProtocolException("'position text' needs a position text: position text <text>[;<move>;...]");
        }
        return sep < 0 ? new SetPosition(text, List.of())
                : new SetPosition(text.substring(0, sep).strip(), moves(text.substring(sep + 1)));
    }

    private static EngineId engine(String rest) {
        String[] parts = rest.split(" ", 2);
        return new EngineId((int) integer(parts[0], "engine <version> <name>"), parts.length > 1 ? parts[1].strip() : "");
    }

    private static NewGame game(String rest) {
        if (rest.isEmpty()) {
            throw new ProtocolException("'game' needs a game id: game <game-id> [<variant>]");
        }
        String[] parts = rest.split("\\s+", 2);
        return new NewGame(parts[0], parts.length > 1 ? parts[1] : "");
    }

    private static Go go(String rest) {
        long millis = -1;
        int seat = 0;
        long seed = 0;
        List<String> legal = List.of();
        String r = rest;
        while (!r.isEmpty()) {
            String[] kv = r.split("\\s+", 3);
            if (kv[0].equals("legal")) {
                legal = moves(r.substring("legal".length()).strip());
                break;
            }
            if (kv.length < 2) {
                throw new ProtocolException("'go' field '" + kv[0] + "' has no value");
            }
            switch (kv[0]) {
                case "millis" -> millis = integer(kv[1], "go millis <n>");
                case "seat" -> seat = (int) integer(kv[1], "go ... seat <n>");
                case "seed" -> seed = integer(kv[1], "go ... seed <n>");
                default -> { } // a field of a later version: ignored
            }
            r = kv.length > 2 ? kv[2] : "";
        }
        if (millis < 1) {
            throw new ProtocolException("'go' needs a time budget: go millis <n> [seat <n>] [seed <n>] [legal ...]");
        }
        return new Go(millis, seat, seed, legal);
    }

    private static ObservationRequest observation(String rest) {
        if (rest.isEmpty()) {
            return new ObservationRequest(0);
        }
        String[] kv = rest.split("\\s+");
        long seat = kv.length == 2 && kv[0].equals("seat") ? integer(kv[1], "observation [seat <n>]") : 0;
        if (seat < 1) {
            throw new ProtocolException("'observation' takes at most a seat, counted from 1: observation [seat <n>]");
        }
        return new ObservationRequest((int) seat);
    }

    private static HintRequest hint(String rest) {
        String[] kv = rest.split("\\s+");
        long millis = kv.length >= 2 && kv[0].equals("millis") ? integer(kv[1], "hint millis <n>") : -1;
        if (millis < 1) {
            throw new ProtocolException("'hint' needs a time budget for the search: hint millis <n>");
        }
        return new HintRequest(millis);
    }

    private static Result result(String rest) {
        String[] parts = rest.split(" ", 2);
        List<Double> payoffs = new ArrayList<>();
        for (String p : parts[0].split(",")) {
            try {
                payoffs.add(Double.parseDouble(p));
            } catch (NumberFormatException e) {
                throw new ProtocolException("'result' needs payoffs: result <payoff>,<payoff>,... <reason>");
            }
        }
        return new Result(payoffs, parts.length > 1 ? parts[1].strip() : "");
    }

    private static List<String> moves(String text) {
        if (text.isEmpty()) {
            return List.of();
        }
        List<String> moves = Arrays.stream(text.split(SEPARATOR, -1)).map(String::strip).toList();
        if (moves.contains("")) {
            throw new ProtocolException("an empty move in the list '" + shorten(text) + "'");
        }
        return moves;
    }

    private static String join(List<String> moves) {
        for (String m : moves) {
            if (m.contains(SEPARATOR) || m.contains("\n")) {
                throw new IllegalArgumentException("move '" + m + "' cannot be sent: it contains " + SEPARATOR);
            }
        }
        return String.join(SEPARATOR, moves);
    }

    private static long integer(String text, String form) {
        try {
            return Long.parseLong(text.strip());
        } catch (NumberFormatException e) {
            throw new ProtocolException("'" + shorten(text) + "' is not a whole number: " + form);
        }
    }

    private static String number(double d) {
        return d == Math.rint(d) && !Double.isInfinite(d) ? Long.toString((long) d) : Double.toString(d);
    }

    private static String oneLine(String text) {
        return text.replace('\r', ' ').replace('\n', ' ');
    }
}
