package spindle.server.limits;

/** The kinds of request a client is rated on, each with its own token bucket ({@link Limits#perMinute}). */
public enum Rate {
    REQUEST("requests", "API requests"),
    CREATE("creates", "creations"),
    MOVE("moves", "moves"),
    HINT("hints", "hints"),
    ANALYSIS("analyses", "analyses"),
    SOCKET("sockets", "WebSocket connections"),
    IMPORT("imports", "record imports"),
    JOIN("joins", "joins"),
    CHAT("chats", "chat messages"),
    /** Counted in CPU milliseconds of the client's searches, not in requests ({@link RateLimiter#spend}). */
    SEARCH("search-ms", "CPU milliseconds of searches");

    private final String key;
    private final String what;

    Rate(String key, String what) {
        this.key = key;
        this.what = what;
    }

    /** The key of {@code --limit KEY=VALUE}. */
    public String key() {
        return key;
    }

    /** What is counted, for the refusal's message. */
    String what() {
        return what;
    }
}
