package io.ibench.core.result;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines that differ between two texts, as a unified diff's body without context: {@code -N: line}
 * for a line of the old text (N counted from 1 in the old text) that is gone, {@code +N: line} for a
 * line of the new text (N in the new text) that came in. Lines both texts share in order (their
 * longest common subsequence) are not listed.
 */
final class LineDiff {
    private LineDiff() {
    }

    static List<String> changes(String before, String after) {
        String[] a = before.isEmpty() ? new String[0] : before.split("\n", -1);
        String[] b = after.isEmpty() ? new String[0] : after.split("\n", -1);
        int head = 0;
        while (head < a.length && head < b.length && a[head].equals(b[head])) {
            head++;
        }
        int tail = 0;
        while (tail < a.length - head && tail < b.length - head
                && a[a.length - 1 - tail].equals(b[b.length - 1 - tail])) {
            tail++;
        }
        int n = a.length - head - tail;
        int m = b.length - head - tail;
        int[][] common = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                common[i][j] = a[head + i].equals(b[head + j])
                        ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<String> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && a[head + i].equals(b[head + j])) {
                i++;
                j++;
            } else if (i < n && (j == m || common[i + 1][j] >= common[i][j + 1])) {
                out.add("-" + (head + i + 1) + ": " + a[head + i]);
                i++;
            } else {
                out.add("+" + (head + j + 1) + ": " + b[head + j]);
                j++;
            }
        }
        return out;
    }
}
