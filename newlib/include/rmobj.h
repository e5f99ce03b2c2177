/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Remove a file or a whole directory tree. */
#ifndef RMOBJ_H
#define RMOBJ_H

/*
 * Remove object; a directory with everything in it (never following a
 * symlink out of it). 0 on success; -1 on failure, with *errmsg (when
 * errmsg is not NULL) pointing to a static text saying what failed.
 */
int rmobj(char *object, char **errmsg);

#endif /* RMOBJ_H */
