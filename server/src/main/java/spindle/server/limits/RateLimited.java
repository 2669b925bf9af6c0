package spindle.server.limits;

import spindle.server.http.ApiException;


/** A refusal with 429 Too Many Requests: the client may try again after {@link #retryAfterSeconds()}. */
public final class RateLimited extends ApiException {
    private final long retryAfterSeconds;

    public RateLimited(long retryAfterSeconds, String message) {
        super(429, message);
        this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    /** Whole seconds, at least 1, for the {@code Retry-After} header. */
    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
